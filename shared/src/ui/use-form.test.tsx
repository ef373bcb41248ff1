import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { rules } from '../validation';
import { Button, Form, TextField, theme, useForm } from '.';

function EmailForm({ onSubmit }: { onSubmit: (v: { email: string }) => void }) {
  const form = useForm({
    initialValues: { email: '' },
    schema: { email: [rules.required, rules.email] },
    showErrorsOn: 'submit',
    onSubmit,
  });
  return (
    <Form onSubmit={form.handleSubmit}>
      <TextField label="E-mail" {...form.field('email')} />
      <Button type="submit">Send</Button>
    </Form>
  );
}

const renderForm = (onSubmit = jest.fn()) =>
  render(
    <ThemeProvider theme={theme}>
      <EmailForm onSubmit={onSubmit} />
    </ThemeProvider>,
  );

describe("useForm with showErrorsOn: 'submit'", () => {
  it('keeps errors hidden when a field is left before any submit attempt', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('E-mail'), 'x');
    await userEvent.tab();
    expect(screen.queryByText('Not a validate email!')).not.toBeInTheDocument();
  });

  it('shows errors after a submit attempt, follows each edit and keeps what was typed', async () => {
    const onSubmit = jest.fn();
    renderForm(onSubmit);
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByText('Not a validate email!')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('anna@');

    await userEvent.clear(screen.getByLabelText('E-mail'));
    expect(screen.getByText('This field is required!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@demo.local');
    expect(screen.queryByText('This field is required!')).not.toBeInTheDocument();
    expect(screen.queryByText('Not a validate email!')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'anna@demo.local' });
  });
});
