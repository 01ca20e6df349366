import {
  COMPANY_STAGES,
  COMPANY_STATUSES,
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PORTFOLIO_CATEGORIES,
  type CompanyStage,
  type CompanyStatus,
  type PortfolioCategory,
  type PortfolioCompany,
  type PortfolioCompanyInput,
} from '@sandglass/shared';
import { formatTags, parseTags } from '../forms/tags';
import {
  choiceProblem,
  foundedYearProblem,
  hasProblems,
  imageUrlProblem,
  onlyProblems,
  optionalSlug,
  optionalSortOrder,
  slugProblem,
  sortOrderProblem,
  tagsProblem,
  textOrNull,
  textProblem,
  webUrlProblem,
  type FormCheck,
} from '../forms/rules';

/** What the company form holds: text as typed, checked and converted on submit. */
export interface PortfolioFormValues {
  name: string;
  slug: string;
  description: string;
  category: string;
  website: string;
  logo: string;
  stage: string;
  foundedYear: string;
  status: string;
  aiTags: string;
  sortOrder: string;
}

export type PortfolioField = keyof PortfolioFormValues;

export function emptyPortfolioValues(now: Date = new Date()): PortfolioFormValues {
  return {
    name: '',
    slug: '',
    description: '',
    category: '',
    website: '',
    logo: '',
    stage: 'Seed',
    foundedYear: String(now.getUTCFullYear()),
    status: 'active',
    aiTags: '',
    sortOrder: '',
  };
}

export function portfolioValuesOf(company: PortfolioCompany): PortfolioFormValues {
  return {
    name: company.name,
    slug: company.slug,
    description: company.description,
    category: company.category,
    website: company.website,
    logo: company.logo ?? '',
    stage: company.stage,
    foundedYear: String(company.foundedYear),
    status: company.status,
    aiTags: formatTags(company.aiTags),
    sortOrder: String(company.sortOrder),
  };
}

export function checkPortfolio(
  values: PortfolioFormValues,
  now: Date = new Date(),
): FormCheck<PortfolioCompanyInput, PortfolioField> {
  const aiTags = parseTags(values.aiTags);
  const errors = onlyProblems<PortfolioField>({
    name: textProblem(values.name, {
      label: 'Name',
      max: NAME_MAX_LENGTH,
      required: 'Enter the company name.',
      singleLine: true,
    }),
    slug: slugProblem(values.slug),
    description: textProblem(values.description, {
      label: 'Description',
      max: DESCRIPTION_MAX_LENGTH,
      required: 'Enter a description of the company.',
    }),
    category: choiceProblem(values.category, PORTFOLIO_CATEGORIES, 'Choose a category.'),
    website: webUrlProblem(values.website, 'Website', 'Enter the company website.'),
    logo: imageUrlProblem(values.logo, 'Logo'),
    stage: choiceProblem(values.stage, COMPANY_STAGES, 'Choose a stage.'),
    foundedYear: foundedYearProblem(
      values.foundedYear,
      'Enter the year the company was founded.',
      now,
    ),
    status: choiceProblem(values.status, COMPANY_STATUSES, 'Choose a status.'),
    aiTags: tagsProblem(aiTags, 'AI tags'),
    sortOrder: sortOrderProblem(values.sortOrder),
  });
  if (hasProblems(errors)) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: values.name.trim(),
      ...optionalSlug(values.slug),
      description: values.description.trim(),
      category: values.category as PortfolioCategory,
      website: values.website.trim(),
      logo: textOrNull(values.logo),
      stage: values.stage as CompanyStage,
      foundedYear: Number(values.foundedYear.trim()),
      status: values.status as CompanyStatus,
      aiTags,
      ...optionalSortOrder(values.sortOrder),
    },
  };
}
