import {
  COMPANY_STAGES,
  COMPANY_STATUSES,
  DESCRIPTION_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PORTFOLIO_CATEGORIES,
  SLUG_MAX_LENGTH,
  type PortfolioCompany,
} from '@sandglass/shared';
import { useState } from 'react';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { toast } from '../../../ui/toastStore';
import { useCreateCompanyMutation, useUpdateCompanyMutation } from '../adminApi';
import { checkPortfolio, emptyPortfolioValues, portfolioValuesOf } from '../forms/portfolioForm';
import { useEntityForm } from '../forms/useEntityForm';
import { useSlugField } from '../forms/useSlugField';
import { optionsOf } from '../statusLabels';
import { FormDialog } from './FormDialog';
import { FormGrid, FormGridItem } from './FormGrid';
import { ImageUploadField } from './ImageUploadField';

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
  const { bindSource, bindSlug } = useSlugField(form, 'name', Boolean(company));
  const [create, creation] = useCreateCompanyMutation();
  const [update, updating] = useUpdateCompanyMutation();
  const [uploading, setUploading] = useState(false);

  async function handleSubmit() {
    const input = form.check();
    if (!input) return;
    try {
      if (company) {
        await update({ id: company.id, changes: input }).unwrap();
        toast({ title: 'Company updated', description: `${input.name} was saved.` });
      } else {
        await create(input).unwrap();
        toast({ title: 'Company added', description: `${input.name} is now in the portfolio.` });
      }
      onClose();
    } catch (error) {
      const message = form.showServerError(error, 'The company could not be saved. Try again.');
      toast({ title: 'Could not save the company', description: message, variant: 'destructive' });
    }
  }

  return (
    <FormDialog
      title={company ? `Edit ${company.name}` : 'Add a company'}
      description="Shown on the portfolio page and, among the first six, on the home page."
      onClose={onClose}
      onSubmit={handleSubmit}
      submitLabel={company ? 'Save changes' : 'Add company'}
      pendingLabel={company ? 'Saving...' : 'Adding...'}
      isPending={creation.isLoading || updating.isLoading}
      isBusy={uploading}
      formError={form.formError}
    >
      <FormGrid>
        <TextField label="Name" maxLength={NAME_MAX_LENGTH} required {...bindSource()} />
        <TextField
          label="Slug"
          maxLength={SLUG_MAX_LENGTH}
          hint="Made from the name until you change it."
          {...bindSlug()}
        />
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
