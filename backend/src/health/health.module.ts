// Liveness and readiness probes for process managers and load balancers.
import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { HealthRoutes } from './health.routes';

@Module({ imports: [CatalogModule], providers: [HealthRoutes] })
export class HealthModule {}
