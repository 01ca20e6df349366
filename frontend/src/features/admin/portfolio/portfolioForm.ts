import {
  COMPANY_STAGES,
  COMPANY_STATUSES,
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PORTFOLIO_CATEGORIES,
  type PortfolioCompany,
  type PortfolioCompanyInput,
} from '@sandglass/shared';
import {
  checkFormValues,
  choiceField,
  emptyFormValues,
  formValuesOf,
  imageUrlField,
  requiredWebUrlField,
  slugField,
  sortOrderField,
  tagsField,
  textField,
  type FormField,
  type FormValues,
} from '../forms/fieldTable';
import { foundedYearProblem, type FormCheck } from '../forms/rules';

/** The founded year, this year in a new form; the latest year allowed moves with `now`. */
function foundedYearField(now: Date): FormField<number> {
  return {
    initial: String(now.getUTCFullYear()),
    format: String,
    problem: (text) => foundedYearProblem(text, 'Enter the year the company was founded.', now),
    parse: (text) => Number(text.trim()),
  };
}

/** The company form's fields: text as typed, checked and converted on submit. */
function portfolioFields(now: Date) {
  return {
    name: textField({
      label: 'Name',
      max: NAME_MAX_LENGTH,
      required: 'Enter the company name.',
      singleLine: true,
    }),
    slug: slugField(),
    description: textField({
      label: 'Description',
      max: DESCRIPTION_MAX_LENGTH,
      required: 'Enter a description of the company.',
    }),
    category: choiceField(PORTFOLIO_CATEGORIES, 'Choose a category.'),
    website: requiredWebUrlField('Website', 'Enter the company website.'),
    logo: imageUrlField('Logo'),
    stage: choiceField(COMPANY_STAGES, 'Choose a stage.', 'Seed'),
    foundedYear: foundedYearField(now),
    status: choiceField(COMPANY_STATUSES, 'Choose a status.', 'active'),
    aiTags: tagsField('AI tags'),
    sortOrder: sortOrderField(),
  };
}

export type PortfolioFormValues = FormValues<ReturnType<typeof portfolioFields>>;
export type PortfolioField = keyof PortfolioFormValues;

export function emptyPortfolioValues(now: Date = new Date()): PortfolioFormValues {
  return emptyFormValues(portfolioFields(now));
}

export function portfolioValuesOf(company: PortfolioCompany): PortfolioFormValues {
  return formValuesOf(portfolioFields(new Date()), company);
}

export function checkPortfolio(
  values: PortfolioFormValues,
  now: Date = new Date(),
): FormCheck<PortfolioCompanyInput, PortfolioField> {
  return checkFormValues(portfolioFields(now), values);
}
