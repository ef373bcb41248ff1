import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Root } from '../../root';
import { makeDetails } from '../performers/performer.fixtures';
import { getPerformerDetails } from './profile.resource';

jest.mock('./profile.resource', () => ({ getPerformerDetails: jest.fn() }));
const getDetails = getPerformerDetails as jest.MockedFunction<typeof getPerformerDetails>;

function renderProfile(username: string) {
  window.history.pushState({}, '', `/profile/${username}`);
  return render(<Root />);
}

beforeEach(() => getDetails.mockReset());

it('shows the performer details from the API', async () => {
  const twentyFiveYearsAgo = new Date();
  twentyFiveYearsAgo.setFullYear(twentyFiveYearsAgo.getFullYear() - 25, 0, 1);
  getDetails.mockResolvedValue(
    makeDetails({
      _id: 'p1',
      username: 'anna',
      bio: 'Hi, I love to dance.',
      dateOfBirth: twentyFiveYearsAgo.toISOString(),
      categories: [{ _id: 'c1', name: 'Blonde', slug: 'blonde', ordering: 0, description: '' }],
      privateCallPrice: 30,
    }),
  );
  renderProfile('anna');
  expect(await screen.findByRole('heading', { name: 'Anna' })).toBeInTheDocument();
  expect(getDetails).toHaveBeenCalledWith('anna');
  expect(screen.getByText('Hi, I love to dance.')).toBeInTheDocument();
  expect(screen.getByText('25')).toBeInTheDocument();
  expect(screen.getByText('Blonde')).toBeInTheDocument();
  expect(screen.getByText('30 tokens/min')).toBeInTheDocument();
  expect(screen.getByRole('row', { name: 'Monday 18:00 – 23:00' })).toBeInTheDocument();
  expect(screen.getByRole('row', { name: 'Tuesday Closed' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Watch live' })).toHaveAttribute('href', '/live/anna');
  expect(screen.getByRole('img', { name: 'Anna avatar' })).toHaveAttribute('src', '/uploads/avatars/anna.jpg');
});

it('shows an error with retry when the performer cannot be loaded', async () => {
  getDetails.mockRejectedValueOnce({ statusCode: 500, message: 'Performer lookup failed' });
  getDetails.mockResolvedValueOnce(makeDetails({ _id: 'p1', username: 'anna' }));
  renderProfile('anna');
  expect(await screen.findByText('Performer lookup failed')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByRole('heading', { name: 'Anna' })).toBeInTheDocument();
});
