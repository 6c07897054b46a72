// Async boundary: federation negotiates the shared singletons before bootstrap imports React.
import('./bootstrap');
