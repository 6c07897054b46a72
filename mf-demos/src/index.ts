// The async boundary Module Federation needs before any shared module (React) is used.
import('./bootstrap');
