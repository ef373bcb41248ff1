import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { rules } from '../validation';
import {
  Avatar,
  Button,
  EmptyState,
  ErrorState,
  FileField,
  Form,
  LoadingState,
  PageTitle,
  PasswordField,
  SelectField,
  TextField,
  theme,
  useForm,
} from '.';

const wrap = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('Button', () => {
  it('blocks clicks and shows a spinner while busy', async () => {
    const onClick = jest.fn();
    const { rerender } = wrap(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    rerender(
      <ThemeProvider theme={theme}>
        <Button busy onClick={onClick}>
          Save
        </Button>
      </ThemeProvider>,
    );
    const button = screen.getByRole('button', { name: /Save/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status', { name: 'Working' })).toBeInTheDocument();
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('defaults to type=button so it never submits a form by accident', () => {
    wrap(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });
});

function LoginForm({ onSubmit }: { onSubmit: (v: { username: string; email: string; age: string }) => Promise<void> }) {
  const form = useForm({
    initialValues: { username: '', email: '', age: '' },
    schema: { username: [rules.required, rules.username], email: [rules.required, rules.email], age: [rules.number, rules.range(18, 99)] },
    onSubmit,
  });
  return (
    <Form onSubmit={form.handleSubmit} error={form.submitError}>
      <TextField label="Username" {...form.field('username')} />
      <TextField label="E-mail" type="email" {...form.field('email')} />
      <TextField label="Age" {...form.field('age')} />
      <Button type="submit" variant="primary" busy={form.submitting}>
        Sign in
      </Button>
    </Form>
  );
}

describe('useForm + fields', () => {
  it('shows the form messages after a submit attempt and does not submit', async () => {
    const onSubmit = jest.fn(async () => undefined);
    wrap(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('This field is required!')).toHaveLength(2);
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This field is required!');

    await userEvent.type(screen.getByLabelText('Username'), 'an na');
    expect(screen.getByText('Dont allow special chars or space')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@');
    expect(screen.getByText('Not a validate email!')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Age'), '7');
    expect(screen.getByText('Must be between 18 and 99')).toBeInTheDocument();
  });

  it('shows a field error once the field is left, not before', async () => {
    wrap(<LoginForm onSubmit={jest.fn()} />);
    await userEvent.type(screen.getByLabelText('E-mail'), 'x');
    expect(screen.queryByText('Not a validate email!')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByText('Not a validate email!')).toBeInTheDocument();
  });

  it('submits valid values, is busy meanwhile and shows the server message on failure', async () => {
    let rejectSubmit: (e: unknown) => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((_, reject) => (rejectSubmit = reject)));
    wrap(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Username'), 'anna');
    await userEvent.type(screen.getByLabelText('E-mail'), 'anna@demo.local');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'anna', email: 'anna@demo.local', age: '' });
    expect(screen.getByRole('button', { name: /Sign in/ })).toBeDisabled();
    rejectSubmit({ statusCode: 400, message: [{ property: 'username', constraints: { taken: 'Username is taken' } }] });
    expect(await screen.findByRole('alert')).toHaveTextContent('Username is taken');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });
});

describe('PasswordField', () => {
  it('hides the password until asked', async () => {
    wrap(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});

describe('SelectField', () => {
  it('lists the options with an optional placeholder and reports the choice', async () => {
    function Gender() {
      const [value, setValue] = useState('');
      return (
        <>
          <SelectField
            label="Gender"
            placeholder="Choose…"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            options={[
              { value: 'female', label: 'Female' },
              { value: 'male', label: 'Male' },
            ]}
            error={value ? undefined : 'This field is required!'}
          />
          <output>{value}</output>
        </>
      );
    }
    wrap(<Gender />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose…', 'Female', 'Male']);
    expect(screen.getByText('This field is required!')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Gender'), 'male');
    expect(screen.getByRole('status')).toHaveTextContent('male');
    expect(screen.queryByText('This field is required!')).not.toBeInTheDocument();
  });
});

describe('FileField', () => {
  it('hands over the chosen files and shows upload progress', async () => {
    const onFiles = jest.fn();
    const { rerender } = wrap(<FileField label="Avatar" accept="image/*" onFiles={onFiles} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const file = new File(['x'], 'me.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Avatar'), file);
    expect(onFiles).toHaveBeenCalledWith([file]);
    rerender(
      <ThemeProvider theme={theme}>
        <FileField label="Avatar" onFiles={onFiles} progress={42.4} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
  });
});

describe('Avatar', () => {
  it('uses the default image per kind, also when the image fails', () => {
    wrap(
      <>
        <Avatar alt="performer" kind="performer" />
        <Avatar alt="user" src="" />
        <Avatar alt="broken" kind="performer" src="/uploads/missing.jpg" />
      </>,
    );
    expect(screen.getByAltText('performer')).toHaveAttribute('src', '/no-avatar.png');
    expect(screen.getByAltText('user')).toHaveAttribute('src', '/default-user-icon.png');
    const broken = screen.getByAltText('broken');
    expect(broken).toHaveAttribute('src', '/uploads/missing.jpg');
    fireEvent.error(broken);
    expect(broken).toHaveAttribute('src', '/no-avatar.png');
  });
});

describe('states and page title', () => {
  it('renders loading, empty and error states', async () => {
    const onRetry = jest.fn();
    wrap(
      <>
        <PageTitle actions={<Button>New</Button>}>My videos</PageTitle>
        <LoadingState />
        <EmptyState title="No videos yet" />
        <ErrorState message="Error occured, please try again later" onRetry={onRetry} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'My videos' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByText('No videos yet')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error occured, please try again later');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
