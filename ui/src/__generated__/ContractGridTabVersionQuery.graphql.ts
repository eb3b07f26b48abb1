/**
 * @generated SignedSource<<aa1198d9353dd9bf4f69f3044aa63b7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContractGridTabVersionQuery$variables = {
  owner: string;
  slug: string;
};
export type ContractGridTabVersionQuery$data = {
  readonly contract: {
    readonly id: string;
    readonly ledgerVersion: string;
  } | null | undefined;
};
export type ContractGridTabVersionQuery = {
  response: ContractGridTabVersionQuery$data;
  variables: ContractGridTabVersionQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "owner"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "owner",
        "variableName": "owner"
      },
      {
        "kind": "Variable",
        "name": "slug",
        "variableName": "slug"
      }
    ],
    "concreteType": "Contract",
    "kind": "LinkedField",
    "name": "contract",
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
        "name": "ledgerVersion",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContractGridTabVersionQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContractGridTabVersionQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "734548987c305a22424647033ea7c0bb",
    "id": null,
    "metadata": {},
    "name": "ContractGridTabVersionQuery",
    "operationKind": "query",
    "text": "query ContractGridTabVersionQuery(\n  $owner: String!\n  $slug: String!\n) {\n  contract(owner: $owner, slug: $slug) {\n    id\n    ledgerVersion\n  }\n}\n"
  }
};
})();

(node as any).hash = "58b9562ca2e23d7e026000a15d570ccd";

export default node;
