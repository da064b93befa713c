import { z } from 'zod';
import { isValidEmail } from './email';

// Field rules shared by the proposal (enquiry) and admission schemas: SPEC section 5, required
// before format, each message exact. `abort` stops at the first failed check so the message
// shown is the most basic one that applies.

export const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, { error: 'Name is required', abort: true })
  .max(100, { error: 'Name must be at most 100 characters' });

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, { error: 'Email is required', abort: true })
  .max(254, { error: 'Email must be at most 254 characters', abort: true })
  .refine(isValidEmail, { error: 'Please enter a valid email address' });

export const phoneField = z
  .string({ error: 'Phone number is required' })
  .trim()
  .min(1, { error: 'Phone number is required', abort: true })
  .regex(/^\d{10}$/, { error: 'Phone number must be 10 digits', abort: true })
  .regex(/^[6-9]/, { error: 'Phone number should start with 6-9' });

export const reasonField = z
  .string({ error: 'Reason must be text' })
  .max(200, { error: 'Reason must be at most 200 characters' })
  .default('');

export const pageUrlField = z
  .string({ error: 'Page URL must be text' })
  .max(2048, { error: 'Page URL must be at most 2048 characters' })
  .default('');
