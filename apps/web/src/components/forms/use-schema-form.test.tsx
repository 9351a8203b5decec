import { forgotPasswordSchema } from '@chairside/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useSchemaForm } from './use-schema-form.ts';

function EmailForm({ onSend }: { onSend: (email: string) => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useSchemaForm(forgotPasswordSchema, { email: '' });
  return (
    <form noValidate onSubmit={handleSubmit(({ email }) => onSend(email))}>
      <label htmlFor="email">Email</label>
      <input id="email" type="email" {...register('email')} />
      {errors.email ? <p role="alert">{errors.email.message}</p> : null}
      <button type="submit">Send</button>
    </form>
  );
}

// Issue #26 §13: a page rendered at build time shows its fields before its scripts run.
describe('a form whose fields were on the page before its scripts ran', () => {
  it('keeps and sends what was typed into them meanwhile', async () => {
    const onSend = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EmailForm onSend={onSend} />);
    document.body.append(container);
    (container.querySelector('input') as HTMLInputElement).value = 'quick@example.com';

    render(<EmailForm onSend={onSend} />, { container, hydrate: true });

    expect(screen.getByLabelText('Email')).toHaveValue('quick@example.com');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(onSend).toHaveBeenCalledWith('quick@example.com');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('starts from its default values when nothing was typed', async () => {
    const onSend = vi.fn();
    render(<EmailForm onSend={onSend} />);
    expect(screen.getByLabelText('Email')).toHaveValue('');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    });
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});
