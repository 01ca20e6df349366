/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { description } from '../../../testing/description';
import { renderWithApp } from '../../../testing/renderWithApp';
import { AudienceCards } from './AudienceCards';
import { ContactForm } from './ContactForm';

/** The form, with the cards below it as on the contact page. */
function renderForm(path = '/contact') {
  renderWithApp(
    <>
      <h2 id="form-title">Send us a message</h2>
      <ContactForm labelledBy="form-title" />
      <AudienceCards />
    </>,
    { path, session: 'restoring' },
  );
}

const interest = () => screen.getByLabelText("I'm interested in") as HTMLSelectElement;

describe('ContactForm', () => {
  it('lists the interests of spec section 5 behind a placeholder', () => {
    renderForm();
    expect([...interest().options].map((option) => [option.value, option.textContent])).toEqual([
      ['', 'Select an option'],
      ['investment', 'Seeking Investment'],
      ['lp', 'Becoming an LP'],
      ['partnership', 'Partnership Opportunities'],
      ['programs', 'Internship Programs'],
      ['other', 'Other'],
    ]);
  });

  it('says what is missing, next to each field, and moves focus to the first', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(description(screen.getByLabelText('First name'))).toBe('Enter your first name.');
    expect(description(interest())).toBe('Choose what you are interested in.');
    expect(description(screen.getByLabelText('Message'))).toBe('Enter your message.');
    expect(screen.queryByText('Company')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('chooses the subject given in the address', () => {
    renderForm('/contact?interest=lp');
    expect(interest().value).toBe('lp');
  });

  it('chooses the subject of a card’s "Choose:" link and takes the visitor to it', () => {
    renderForm();
    fireEvent.change(interest(), { target: { value: 'investment' } });
    fireEvent.click(screen.getByRole('link', { name: 'Becoming an LP' }));
    expect(interest().value).toBe('lp');
    expect(document.activeElement).toBe(interest());

    fireEvent.click(screen.getByRole('link', { name: 'Other' }));
    expect(interest().value).toBe('other');
  });

  it('links every card’s subjects to the form', () => {
    renderForm();
    const hrefs = ['Seeking Investment', 'Internship Programs', 'Partnership Opportunities'].map(
      (name) => screen.getByRole('link', { name }).getAttribute('href'),
    );
    expect(hrefs).toEqual([
      '/contact?interest=investment',
      '/contact?interest=programs',
      '/contact?interest=partnership',
    ]);
  });

  it('ignores a subject that is not one of the options', () => {
    renderForm('/contact?interest=crypto');
    expect(interest().value).toBe('');
  });

  it('clears a field’s message as soon as it is edited', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lovelace' } });
    expect(description(screen.getByLabelText('Last name'))).toBe('');
    expect(description(screen.getByLabelText('First name'))).toBe('Enter your first name.');
  });
});
