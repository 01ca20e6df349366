/** @jest-environment jsdom */
import '../../../testing/domGlobals';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderWithApp, type TestSession } from '../../../testing/renderWithApp';
import { ApplicationDialog } from './ApplicationDialog';

function renderDialog(session: TestSession) {
  return renderWithApp(
    <ApplicationDialog
      programId="program-id"
      programName="Software Engineer"
      open
      onOpenChange={() => undefined}
    />,
    { session },
  );
}

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('ApplicationDialog', () => {
  it('fills in a signed-in member’s name and email', () => {
    renderDialog('member');
    expect(value('Full name')).toBe('Ada Lovelace');
    expect(value('Email')).toBe('ada@example.com');
  });

  it('leaves the fields empty for a visitor who is not signed in', () => {
    renderDialog('anonymous');
    expect(value('Full name')).toBe('');
    expect(value('Email')).toBe('');
  });
});
