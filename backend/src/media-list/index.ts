// What other backend modules use of the list store (issue #29): its types and the service's shape.
export * from './media-list.types';
