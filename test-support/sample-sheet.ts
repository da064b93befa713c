// Test support: a portal's sheet as Shiksha exports one (docs/operations.md#portal-sheets): its
// header, and which of its columns holds each of our fields.

export const SHIKSHA_HEADER = 'Lead Id,Student Name,Mobile No.,Email ID,Course Interested,City';

export const SHIKSHA_COLUMNS = {
  name: 'Student Name',
  phone: 'Mobile No.',
  email: 'Email ID',
  course: 'Course Interested',
  city: 'City',
};
