// What other backend modules use of metrics: the module and its service.
export { MetricsModule } from './metrics.module';
export { MetricsService } from './metrics.service';
