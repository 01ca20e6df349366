import {
  COMPANY_STAGES,
  COMPANY_STATUSES,
  DESCRIPTION_MAX_LENGTH,
  PORTFOLIO_CATEGORIES,
  type PortfolioCompany,
} from '@sandglass/shared';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from '../../portfolio';
import { checkPortfolio, emptyPortfolioValues, portfolioValuesOf } from './portfolioForm';
import { optionsOf } from '../statusLabels';
import { recordFormConfig, RecordFormDialog } from '../components/RecordFormDialog';

export interface PortfolioFormDialogProps {
  /** The company to edit; none to add one. */
  company?: PortfolioCompany;
  onClose: () => void;
}

const CATEGORY_OPTIONS = PORTFOLIO_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));
const STAGE_OPTIONS = COMPANY_STAGES.map((stage) => ({ value: stage, label: stage }));

const PORTFOLIO_FORM = recordFormConfig({
  check: checkPortfolio,
  useCreate: useCreateCompanyMutation,
  useUpdate: useUpdateCompanyMutation,
  noun: 'company',
  addedWhere: 'is now in the portfolio',
  addLabel: 'Add company',
  description: 'Shown on the portfolio page and, among the first six, on the home page.',
  fields: [
    {
      field: 'description',
      control: 'textarea',
      label: 'Description',
      maxLength: DESCRIPTION_MAX_LENGTH,
      required: true,
      wide: true,
    },
    {
      field: 'category',
      control: 'select',
      label: 'Category',
      options: CATEGORY_OPTIONS,
      placeholder: 'Choose a category',
      required: true,
    },
    {
      field: 'website',
      control: 'text',
      label: 'Website',
      type: 'url',
      inputMode: 'url',
      placeholder: 'https://',
      required: true,
    },
    { field: 'stage', control: 'select', label: 'Stage', options: STAGE_OPTIONS, required: true },
    {
      field: 'status',
      control: 'select',
      label: 'Status',
      options: optionsOf(COMPANY_STATUSES),
      required: true,
    },
    {
      field: 'foundedYear',
      control: 'text',
      label: 'Founded year',
      inputMode: 'numeric',
      required: true,
    },
    {
      field: 'sortOrder',
      control: 'text',
      label: 'Sort order',
      inputMode: 'numeric',
      hint: 'Lower comes first; the home page shows the first six.',
    },
    {
      field: 'aiTags',
      control: 'text',
      label: 'AI tags',
      hint: 'Separated by commas, e.g. LLM Ops, Agents.',
      wide: true,
    },
    { field: 'logo', control: 'image', label: 'Logo', wide: true },
  ],
});

/** Every field of a portfolio company, checked as the service checks them. */
export function PortfolioFormDialog({ company, onClose }: PortfolioFormDialogProps) {
  const initial = company ? portfolioValuesOf(company) : emptyPortfolioValues();
  return (
    <RecordFormDialog
      config={PORTFOLIO_FORM}
      initial={initial}
      existing={company}
      onClose={onClose}
    />
  );
}
