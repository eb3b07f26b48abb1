/**
 * @generated SignedSource<<fed42330a3e5239011eefb9ad42d3a5a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ClaimsDueDaysQuery$variables = {
  id: string;
};
export type ClaimsDueDaysQuery$data = {
  readonly subcontractCutoffs: ReadonlyArray<{
    readonly claimsDueDay: number;
    readonly subContractId: string;
  }> | null | undefined;
};
export type ClaimsDueDaysQuery = {
  response: ClaimsDueDaysQuery$data;
  variables: ClaimsDueDaysQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contractId",
        "variableName": "id"
      }
    ],
    "concreteType": "SubcontractCutoff",
    "kind": "LinkedField",
    "name": "subcontractCutoffs",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "subContractId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "claimsDueDay",
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
    "name": "ClaimsDueDaysQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ClaimsDueDaysQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "86c87fe4239d69e6d8bf43fc220c00bf",
    "id": null,
    "metadata": {},
    "name": "ClaimsDueDaysQuery",
    "operationKind": "query",
    "text": "query ClaimsDueDaysQuery(\n  $id: ID!\n) {\n  subcontractCutoffs(contractId: $id) {\n    subContractId\n    claimsDueDay\n  }\n}\n"
  }
};
})();

(node as any).hash = "c5dac39a0bd8b9a54aa975cf3869ccb4";

export default node;
