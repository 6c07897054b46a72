// Async boundary: federation negotiates the shared singletons before bootstrap runs.
import('./bootstrap');
