import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { fieldErrors } from './field-errors';

describe('contactSchema', () => {
  it('requires name, email, subject and message; phone and travel type are optional', () => {
    const result = contactSchema.safeParse({ name: ' ', email: '', subject: '', message: '' });
    expect(result.success).toBe(false);
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('turns empty optional fields into null and checks the email and travel type', () => {
    const message = contactSchema.parse({
      name: 'Ana',
      email: 'ana@example.com',
      phone: '',
      subject: 'Hi',
      message: 'Hello',
      travelType: '',
    });
    expect(message).toMatchObject({ phone: null, travelType: null });
    const bad = contactSchema.safeParse({ name: 'Ana', email: 'nope', subject: 'Hi', message: 'Hello', travelType: 'space' });
    expect(fieldErrors(bad.error!)).toEqual({
      email: 'Please enter a valid email address',
      travelType: 'Please choose a travel type from the list',
    });
  });
});
