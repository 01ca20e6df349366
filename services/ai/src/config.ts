import { BaseConfig, WithDatabase, WithJwtVerify } from '@sandglass/server';

export class AiConfig extends WithJwtVerify(WithDatabase(BaseConfig)) {
  override PORT: number = 3003;
}
