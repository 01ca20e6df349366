import { AppError } from '@sandglass/server';

export class ModelNotAllowedError extends AppError {
  constructor(model: string) {
    const message = `The model "${model}" is not available here. Choose one of the models GET /api/ai/models lists.`;
    super('MODEL_NOT_ALLOWED', message, [{ field: 'model', message }]);
  }
}
