import { render, screen, within } from '@testing-library/react';
import { ChannelFormMapping, ChannelFormsTable } from './channel-forms';

// The Server Action runs on the server (its guard: inbox-refusals.test.ts); this is the page's side.
jest.mock('@/lib/server/inbox-entries/channel-actions', () => ({ saveChannelForm: jest.fn() }));

describe('the channel forms', () => {
  it('lists each form with its university and questions, an unmapped one as such', () => {
    render(
      <ChannelFormsTable
        forms={[
          {
            channel: 'meta',
            form_id: 'F-77',
            university: 'amity',
            course_question: 'which_programme',
            city_question: null,
            last_lead_at: '2026-12-06T10:15:00.000Z',
          },
          {
            channel: 'google',
            form_id: 'GF-9',
            university: null,
            course_question: null,
            city_question: null,
            last_lead_at: null,
          },
        ]}
      />,
    );
    const rows = within(screen.getByRole('table', { name: 'Forms seen or mapped' })).getAllByRole(
      'row',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      'Form idPlatformUniversityCourse questionCity questionLast lead',
      'F-77Meta lead adsAmity Universitywhich_programme–6 Dec 2026, 15:45 IST',
      'GF-9Google Ads lead formsnot mapped––none yet',
    ]);
  });

  it('says so when no form came yet', () => {
    render(<ChannelFormsTable forms={[]} />);
    expect(screen.getByText('No form has brought a lead or been mapped yet.')).toBeInTheDocument();
  });

  it('maps a form with a platform, its id, a university and optional questions, each labelled', () => {
    render(<ChannelFormMapping />);
    const form = screen.getByRole('form', { name: 'Map a form' });
    expect(within(form).getByLabelText('Platform')).toHaveValue('meta');
    expect(within(form).getByLabelText('Form id')).toBeRequired();
    expect(within(form).getByLabelText('University')).toBeRequired();
    expect(within(form).getByLabelText('Course question')).not.toBeRequired();
    expect(within(form).getByLabelText('City question')).not.toBeRequired();
    expect(within(form).getByRole('button', { name: 'Save mapping' })).toBeInTheDocument();
  });
});
