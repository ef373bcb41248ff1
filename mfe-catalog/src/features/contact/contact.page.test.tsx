import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLanguage, messages } from '@platform/shared';
import { reply, signedInAs } from '@platform/shared/mock';
import { mockApiPerTest, renderAt } from '../../testing/render-catalog';

const server = mockApiPerTest();

const renderContact = () => renderAt('/contact');

const name = () => screen.getByRole('textbox', { name: 'Name' });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const message = () => screen.getByRole('textbox', { name: 'Message' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Send message' }));

async function fillIn(values: { name?: string; email?: string; message?: string }) {
  if (values.name !== undefined) await userEvent.type(name(), values.name);
  if (values.email !== undefined) await userEvent.type(email(), values.email);
  if (values.message !== undefined) await userEvent.type(message(), values.message);
}

it('sends the message and confirms it', async () => {
  server.post('/contact', { _id: 'c1', createdAt: '2025-01-01T10:00:00.000Z' });
  renderContact();
  await fillIn({ name: '  Mia ', email: 'mia@example.com', message: 'Where is my order?' });
  await send();
  expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('We received your message and will reply to mia@example.com.');
  expect(server.callsTo('POST', '/contact')).toHaveLength(1);
  expect(server.callsTo('POST', '/contact')[0].body).toEqual({ name: 'Mia', email: 'mia@example.com', message: 'Where is my order?' });

  // another message starts with an empty message and the same sender
  await userEvent.click(screen.getByRole('button', { name: 'Send another message' }));
  expect(message()).toHaveValue('');
  expect(email()).toHaveValue('mia@example.com');
});

it('says what is missing or wrong and sends nothing', async () => {
  renderContact();
  await send();
  expect(screen.getAllByText(messages.required)).toHaveLength(3);
  expect(name()).toHaveAccessibleDescription(messages.required);
  await fillIn({ name: 'Mia', email: 'mia@', message: 'Hi' });
  expect(email()).toHaveAccessibleDescription(messages.email);
  expect(screen.queryAllByText(messages.required)).toHaveLength(0);
  await send();
  expect(server.callsTo('POST', '/contact')).toHaveLength(0);
  expect(screen.getByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
});

it('checks a field when it is left, before any send', async () => {
  renderContact();
  await userEvent.click(email());
  await userEvent.tab();
  expect(email()).toHaveAccessibleDescription(messages.required);
  expect(name()).not.toHaveAccessibleDescription(messages.required);
});

it('refuses a message longer than the server accepts', async () => {
  renderContact();
  await fillIn({ name: 'Mia', email: 'mia@example.com' });
  await userEvent.click(message());
  await userEvent.paste('x'.repeat(5001));
  await send();
  expect(message()).toHaveAccessibleDescription('Must be at most 5000 characters');
  expect(server.callsTo('POST', '/contact')).toHaveLength(0);
});

it("shows the server's refusal and keeps everything typed", async () => {
  server.on('POST', '/contact', reply(400, { statusCode: 400, message: 'Too many messages, try again later', error: 'Bad Request' }), { times: 1 });
  renderContact();
  await fillIn({ name: 'Mia', email: 'mia@example.com', message: 'Where is my order?' });
  await send();
  expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages, try again later');
  expect(name()).toHaveValue('Mia');
  expect(email()).toHaveValue('mia@example.com');
  expect(message()).toHaveValue('Where is my order?');

  server.post('/contact', { _id: 'c2', createdAt: '2025-01-01T10:00:00.000Z' });
  await send();
  expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
});

it('fills in the name and address of a signed-in member', async () => {
  signedInAs('user', { name: 'Mia Member', email: 'mia@example.com' } as never);
  renderContact();
  expect(name()).toHaveValue('Mia Member');
  expect(email()).toHaveValue('mia@example.com');
  expect(message()).toHaveValue('');
});

it('speaks Russian: title, labels and the send button', async () => {
  renderContact();
  await act(() => changeLanguage('ru'));
  try {
    expect(screen.getByRole('heading', { name: 'Связаться с нами' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Имя' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Электронная почта' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отправить сообщение' })).toBeInTheDocument();
  } finally {
    await act(() => changeLanguage('en'));
  }
});
