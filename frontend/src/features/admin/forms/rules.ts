/** The admin forms' field checks are the app's shared ones (app/formRules.ts). */
export * from '../../../app/formRules';
