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

  it('refuses control characters, which no database text or stored message holds', () => {
    const result = contactSchema.safeParse({
      name: 'Ana\u0000',
      email: 'ana@example.com',
      phone: '123\u0000',
      subject: 'Hi\u0008',
      message: 'Hello \u0000 there',
    });
    expect(fieldErrors(result.error!)).toEqual({
      name: 'Name cannot contain control characters',
      phone: 'Phone cannot contain control characters',
      subject: 'Subject cannot contain control characters',
      message: 'Message cannot contain control characters',
    });
    expect(
      contactSchema.safeParse({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Line one\r\nLine two\tend' })
        .success,
    ).toBe(true);
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
