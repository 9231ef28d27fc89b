import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useActionData, useLoaderData } from '@remix-run/react';
import { TRAVEL_TYPES } from '@journey-canvas/shared';
import { phoneHref, settingLines } from '@journey-canvas/shared';
import { CONSULTATION, TRAVEL_SERVICES } from '../content/site';
import { useSiteDetails } from '../components/site-details';
import { TRAVEL_TYPE_LABELS, type ContactValues } from '../data/contact';
import { submitContact } from '../data/contact.server';
import { NO_STORE, pageHeaders } from '../platform/http.server';
import { metaWords, routeMeta } from '../data/seo';
import { useWords } from '../components/page-language';

const CONSULTATION_SUBJECT = 'Free 30-minute consultation';

export const meta: MetaFunction = ({ matches }) =>
  routeMeta(matches, {
    title: metaWords(matches).meta.contact,
    description: metaWords(matches).meta.contactDescription,
    path: '/contact',
  });

export const headers = pageHeaders;

export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return { sent: url.searchParams.get('sent') === '1', subject: (url.searchParams.get('subject') ?? '').slice(0, 200) };
}

export async function action({ request }: ActionFunctionArgs) {
  const result = await submitContact(await request.formData());
  if (result.ok) return redirect('/contact?sent=1#contact-form', { headers: { 'Cache-Control': NO_STORE } });
  const { ok: _ok, status, ...failure } = result;
  return data(failure, { status, headers: { 'Cache-Control': NO_STORE } });
}

function Field({
  name,
  label,
  values,
  errors,
  required = false,
  type = 'text',
  autoComplete,
}: {
  name: keyof ContactValues;
  label: string;
  values: Partial<ContactValues>;
  errors: Record<string, string>;
  required?: boolean;
  type?: string;
  autoComplete?: string;
}) {
  const error = errors[name];
  return (
    <div className="field">
      <label htmlFor={`contact-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`contact-${name}`}
        name={name}
        type={type}
        defaultValue={values[name]}
        required={required}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `contact-${name}-error` : undefined}
      />
      {error && (
        <p id={`contact-${name}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

export default function Contact() {
  const { sent, subject } = useLoaderData<typeof loader>();
  const site = useSiteDetails();
  const failure = useActionData<typeof action>();
  const values: Partial<ContactValues> = failure?.values ?? { subject };
  const errors: Record<string, string> = failure?.errors ?? {};
  const words = useWords();
  const { contactPage: text } = words;

  return (
    <div className="page">
      <header className="page-header">
        <p className="eyebrow">{text.eyebrow}</p>
        <h1>{text.heading}</h1>
        <p className="lead">{text.lead}</p>
      </header>
      <div className="grid info-cards">
        <article className="card feature">
          <h2>{text.visitUs}</h2>
          <address>
            {settingLines(site.contactAddress).map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </article>
        <article className="card feature">
          <h2>{text.callUs}</h2>
          <p>
            <a href={phoneHref(site.contactPhone)}>{site.contactPhone}</a>
          </p>
          {site.contactPhoneHours && <p className="muted">{site.contactPhoneHours}</p>}
        </article>
        <article className="card feature">
          <h2>{text.emailUs}</h2>
          <p>
            <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>
          </p>
          {site.contactEmailPromise && <p className="muted">{site.contactEmailPromise}</p>}
        </article>
        <article className="card feature">
          <h2>{text.officeHours}</h2>
          <p>
            {settingLines(site.openingHours).map((line, index) => (
              <span key={line}>
                {index > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        </article>
      </div>
      <div className="two-columns contact-layout">
        <section id="contact-form" aria-labelledby="contact-form-heading" className="card form-card" tabIndex={-1}>
          <h2 id="contact-form-heading">{text.formHeading}</h2>
          {sent ? (
            <div role="status" className="form-success">
              <h3>{text.thanks}</h3>
              <p>{text.replySoon}</p>
              <p>
                <a href={words.path('/articles')}>{text.readStories}</a> · <a href={words.path('/contact')}>{text.sendAnother}</a>
              </p>
            </div>
          ) : (
            // Posted to this address, the answer opens at the form: its errors in view, not above the cards.
            <form key={subject} method="post" action="#contact-form" noValidate>
              {failure && (
                <p role="alert" className="form-error">
                  {failure.formError ?? text.fixErrors}
                </p>
              )}
              <div className="field-row">
                <Field name="name" label={text.fullName} values={values} errors={errors} required autoComplete="name" />
                <Field
                  name="email"
                  label={text.email}
                  type="email"
                  values={values}
                  errors={errors}
                  required
                  autoComplete="email"
                />
              </div>
              <div className="field-row">
                <Field name="phone" label={text.phone} type="tel" values={values} errors={errors} autoComplete="tel" />
                <div className="field">
                  <label htmlFor="contact-travelType">{text.travelType}</label>
                  <select id="contact-travelType" name="travelType" defaultValue={values.travelType ?? ''}>
                    <option value="">{text.selectTravelType}</option>
                    {TRAVEL_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {TRAVEL_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </select>
                  {errors.travelType && <p className="field-error">{errors.travelType}</p>}
                </div>
              </div>
              <Field name="subject" label={text.subject} values={values} errors={errors} required />
              <div className="field">
                <label htmlFor="contact-message">
                  {text.message}
                  <span aria-hidden="true"> *</span>
                </label>
                <textarea
                  id="contact-message"
                  name="message"
                  rows={5}
                  required
                  defaultValue={values.message}
                  aria-invalid={errors.message ? true : undefined}
                  aria-describedby={errors.message ? 'contact-message-error' : undefined}
                />
                {errors.message && (
                  <p id="contact-message-error" className="field-error">
                    {errors.message}
                  </p>
                )}
              </div>
              <button className="button primary" type="submit">
                {text.send}
              </button>
            </form>
          )}
        </section>
        <div>
          <section aria-labelledby="services-heading">
            <h2 id="services-heading">{text.services}</h2>
            <ul className="services">
              {TRAVEL_SERVICES.map((service) => (
                <li key={service.title}>
                  <strong>{service.title}</strong> — {service.text}
                </li>
              ))}
            </ul>
          </section>
          <aside className="card consultation" aria-labelledby="consultation-heading">
            <h2 id="consultation-heading">{CONSULTATION.heading}</h2>
            <p>{CONSULTATION.text}</p>
            <a
              className="button primary"
              href={`${words.path('/contact')}?subject=${encodeURIComponent(CONSULTATION_SUBJECT)}#contact-form`}
            >
              {CONSULTATION.button}
            </a>
          </aside>
        </div>
      </div>
    </div>
  );
}
