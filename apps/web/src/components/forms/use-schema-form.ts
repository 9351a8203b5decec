import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type RegisterOptions,
  type UseFormRegisterReturn,
} from 'react-hook-form';
import type { z } from 'zod';

/** A field a person types into, whose text is worth keeping (not a box, a choice or a file). */
function typedText(element: unknown): string {
  if (element instanceof HTMLTextAreaElement) return element.value;
  if (!(element instanceof HTMLInputElement)) return '';
  return ['checkbox', 'radio', 'file'].includes(element.type) ? '' : element.value;
}

/**
 * A form checked by a domain schema, so that its messages are the API's (SPEC §5): nothing is
 * checked before the first submit, then each field again as it changes.
 *
 * A page rendered at build time (apps/web/vite/prerender.ts) shows its fields before its
 * scripts run, and a quick person types into them. When the form takes its fields over, it would
 * write its default values into them: what was typed there is kept instead, as the field's value.
 * Only at that first take-over: a field's ref runs again on every render, and by then the form
 * owns the text (a reset after saving must empty it).
 */
export function useSchemaForm<Input extends FieldValues, Output>(
  schema: z.ZodType<Output, Input>,
  defaultValues: NoInfer<DefaultValues<Input>>,
) {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const takenOver = useRef(new Set<string>());
  const register = <Name extends FieldPath<Input>>(
    name: Name,
    options?: RegisterOptions<Input, Name>,
  ): UseFormRegisterReturn<Name> => {
    const field = form.register(name, options);
    return {
      ...field,
      ref: (element) => {
        const first = element !== null && !takenOver.current.has(name);
        if (first) takenOver.current.add(name);
        const typed = first ? typedText(element) : '';
        field.ref(element);
        if (typed !== '' && typedText(element) !== typed) {
          form.setValue(name, typed as PathValue<Input, Name>);
        }
      },
    };
  };
  return { ...form, register };
}
