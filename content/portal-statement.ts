// A university's monthly statement (/portal/<university>/statement; docs/operations.md#monthly-statements).

export const statementCopy = {
  navLabel: 'Statement',
  title: 'Monthly statement',
  intro:
    'The leads we delivered to you in a month (India time), and what became of them: the duplicates your system answered, the returns we approved, the leads that count (accepted), and the students enrolled so far, as you marked them. The cost per enrolment is the month’s spend of the campaigns whose leads came to you, each campaign’s share by the part of its leads we sent you.',
  monthLabel: 'Month',
  show: 'Show',
  badMonth: 'That month could not be read, so last month is shown.',
  download: 'Download CSV',
  caption: (university: string, month: string) => `${university}: leads delivered in ${month}`,
  figure: 'Figure',
  value: 'Value',
  delivered: 'Delivered',
  duplicate: 'Duplicates (answered so by your system)',
  returned: 'Returned (approved)',
  returnsOpen: 'Returns awaiting our decision',
  accepted: 'Accepted (neither a duplicate nor returned)',
  enrolled: 'Enrolled so far',
  spend: 'Campaign spend (your share)',
  costPerEnrolment: 'Cost per enrolment',
  none: '–',
};
