/** What other layers may use of the account feature. */
export { ACCOUNT_SECTIONS, type AccountSectionEntry } from './components/accountSections';
export { AccountSection } from './components/AccountSection';
export { VerifyEmailBanner } from './components/VerifyEmailBanner';
export { AccountCard } from './components/AccountCard';
export { ForgotPasswordForm } from './components/ForgotPasswordForm';
export { ResetPasswordForm } from './components/ResetPasswordForm';
export { VerifyEmailResult } from './components/VerifyEmailResult';
