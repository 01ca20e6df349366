// Its own entry point (@sandglass/server/uploads), so only the services that take uploads load sharp.
export * from './image-inspector.js';
export * from './upload.errors.js';
export * from './upload-errors.interceptor.js';
export * from './send-image.js';
export * from './jpeg-rendition.js';
export * from './image-upload.decorator.js';
