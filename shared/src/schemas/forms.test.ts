import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';
import { fieldErrors } from './field-errors';
import { loginSchema } from './login';
import { newsletterSchema } from './newsletter';

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

describe('newsletterSchema', () => {
  it('lower-cases a valid address and refuses an invalid one', () => {
    expect(newsletterSchema.parse({ email: ' Reader@Example.COM ' })).toEqual({ email: 'reader@example.com' });
    expect(fieldErrors(newsletterSchema.safeParse({ email: 'reader@' }).error!)).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('loginSchema', () => {
  it('requires both fields and caps each at 100 characters', () => {
    expect(fieldErrors(loginSchema.safeParse({ email: '', password: '' }).error!)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    const long = `${'a'.repeat(95)}@example.com`;
    expect(fieldErrors(loginSchema.safeParse({ email: long, password: 'p'.repeat(101) }).error!)).toEqual({
      email: 'Email must be 100 characters or less',
      password: 'Password must be 100 characters or less',
    });
    expect(loginSchema.safeParse({ email: 'admin@example.com', password: 'secret' }).success).toBe(true);
  });
});
