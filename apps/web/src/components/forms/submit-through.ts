import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A dialog form's submit handler: valid values go to the server through `send`, and its answer
 * to `onDone`. A refusal needs nothing here: the form shows the mutation's error above its
 * buttons. The promise is returned so the form counts as submitting until the answer.
 */
export function submitThrough<Values extends FieldValues, Context, Output, Answer>(
  form: Pick<UseFormReturn<Values, Context, Output>, 'handleSubmit'>,
  send: (values: Output) => Promise<Answer>,
  onDone: (answer: Answer) => void,
) {
  return form.handleSubmit((values) => send(values).then(onDone, () => undefined));
}
