/**
 * @generated SignedSource<<8c0fd3b09b081edf69b840c78aec3d78>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GeneralPageVersionQuery$variables = Record<PropertyKey, never>;
export type GeneralPageVersionQuery$data = {
  readonly org: {
    readonly defaultContactVersion: string | null | undefined;
    readonly id: string;
  } | null | undefined;
};
export type GeneralPageVersionQuery = {
  response: GeneralPageVersionQuery$data;
  variables: GeneralPageVersionQuery$variables;
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
        "name": "defaultContactVersion",
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
    "name": "GeneralPageVersionQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "GeneralPageVersionQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "86cf553e78c766b56daba62a02aa95d0",
    "id": null,
    "metadata": {},
    "name": "GeneralPageVersionQuery",
    "operationKind": "query",
    "text": "query GeneralPageVersionQuery {\n  org {\n    id\n    defaultContactVersion\n  }\n}\n"
  }
};
})();

(node as any).hash = "30b59853d247a92bf591ce4d25a52b69";

export default node;
