import {
  COMPANY_STAGES,
  COMPANY_STATUSES,
  DESCRIPTION_MAX_LENGTH,
  PORTFOLIO_CATEGORIES,
  type PortfolioCompany,
} from '@sandglass/shared';
import { useState } from 'react';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from '../../portfolio/portfolioApi';
import { checkPortfolio, emptyPortfolioValues, portfolioValuesOf } from './portfolioForm';
import { useEntityForm } from '../forms/useEntityForm';
import { useAddEditSave } from '../forms/useEntitySave';
import { optionsOf } from '../statusLabels';
import { FormDialog } from '../ui/FormDialog';
import { FormGrid, FormGridItem } from '../ui/FormGrid';
import { ImageUploadField } from '../ui/ImageUploadField';
import { NameSlugFields } from '../ui/NameSlugFields';

const CATEGORY_OPTIONS = PORTFOLIO_CATEGORIES.map((category) => ({
  value: category,
  label: category,
}));
const STAGE_OPTIONS = COMPANY_STAGES.map((stage) => ({ value: stage, label: stage }));

export interface PortfolioFormDialogProps {
  /** The company to edit; none to add one. */
  company?: PortfolioCompany;
  onClose: () => void;
}

/** Every field of a portfolio company, checked as the service checks them. */
export function PortfolioFormDialog({ company, onClose }: PortfolioFormDialogProps) {
  const form = useEntityForm(
    company ? portfolioValuesOf(company) : emptyPortfolioValues(),
    checkPortfolio,
  );
  const [uploading, setUploading] = useState(false);
  const dialog = useAddEditSave(form, {
    existing: company,
    useCreate: useCreateCompanyMutation,
    useUpdate: useUpdateCompanyMutation,
    noun: 'company',
    addedWhere: 'is now in the portfolio',
    addLabel: 'Add company',
    onClose,
  });

  return (
    <FormDialog
      title={company ? `Edit ${company.name}` : 'Add a company'}
      description="Shown on the portfolio page and, among the first six, on the home page."
      {...dialog}
      isBusy={uploading}
    >
      <FormGrid>
        <NameSlugFields form={form} isExisting={Boolean(company)} />
        <FormGridItem wide>
          <TextAreaField
            label="Description"
            maxLength={DESCRIPTION_MAX_LENGTH}
            required
            {...form.bind('description')}
          />
        </FormGridItem>
        <SelectField
          label="Category"
          options={CATEGORY_OPTIONS}
          placeholder="Choose a category"
          required
          {...form.bind('category')}
        />
        <TextField
          label="Website"
          type="url"
          inputMode="url"
          placeholder="https://"
          required
          {...form.bind('website')}
        />
        <SelectField label="Stage" options={STAGE_OPTIONS} required {...form.bind('stage')} />
        <SelectField
          label="Status"
          options={optionsOf(COMPANY_STATUSES)}
          required
          {...form.bind('status')}
        />
        <TextField
          label="Founded year"
          inputMode="numeric"
          required
          {...form.bind('foundedYear')}
        />
        <TextField
          label="Sort order"
          inputMode="numeric"
          hint="Lower comes first; the home page shows the first six."
          {...form.bind('sortOrder')}
        />
        <FormGridItem wide>
          <TextField
            label="AI tags"
            hint="Separated by commas, e.g. LLM Ops, Agents."
            {...form.bind('aiTags')}
          />
        </FormGridItem>
        <FormGridItem wide>
          <ImageUploadField
            label="Logo"
            value={form.values.logo}
            onChange={(url) => form.setValue('logo', url)}
            error={form.errors.logo}
            onUploadingChange={setUploading}
          />
        </FormGridItem>
      </FormGrid>
    </FormDialog>
  );
}
