/**
 * @generated SignedSource<<8c2deb8dddd1599603475a9d16cf4daf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IntegrationsPageVersionQuery$variables = Record<PropertyKey, never>;
export type IntegrationsPageVersionQuery$data = {
  readonly org: {
    readonly connectionsVersion: string | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type IntegrationsPageVersionQuery = {
  response: IntegrationsPageVersionQuery$data;
  variables: IntegrationsPageVersionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Organisation",
    "kind": "LinkedField",
    "name": "org",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "connectionsVersion",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationsPageVersionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationsPageVersionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "50232b0753e71e8a86bba533a59840de",
    "id": null,
    "metadata": {},
    "name": "IntegrationsPageVersionQuery",
    "operationKind": "query",
    "text": "query IntegrationsPageVersionQuery {\n  org {\n    id\n    connectionsVersion\n  }\n}\n"
  }
};
})();

(node as any).hash = "694d999e2cc9bc23cfb31de0b4f9d840";

export default node;
