// What other backend modules use of web: the module and the security headers the app sets on every answer.
export { securityHeaders } from './security-headers';
export { WebModule } from './web.module';
