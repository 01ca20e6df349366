import { BaseConfig, WithDatabase, WithJwtVerify } from '@sandglass/server';

export class ContentConfig extends WithJwtVerify(WithDatabase(BaseConfig)) {
  override PORT: number = 3002;
}
