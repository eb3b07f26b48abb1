/**
 * @generated SignedSource<<b83ad7c8cdb42914a68a50b65c742e1d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdjudicationTabBundleQuery$variables = {
  contractId: string;
  id: number;
};
export type AdjudicationTabBundleQuery$data = {
  readonly adjudicationBundle: {
    readonly documents: ReadonlyArray<{
      readonly number: number;
    }>;
    readonly downloadUrl: string | null | undefined;
    readonly excluded: ReadonlyArray<{
      readonly reason: string;
    }>;
    readonly id: number;
    readonly progress: number;
    readonly status: string;
  } | null | undefined;
};
export type AdjudicationTabBundleQuery = {
  response: AdjudicationTabBundleQuery$data;
  variables: AdjudicationTabBundleQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contractId"
  },
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
        "variableName": "contractId"
      },
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "AdjudicationBundle",
    "kind": "LinkedField",
    "name": "adjudicationBundle",
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
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "progress",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "downloadUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BundleEntry",
        "kind": "LinkedField",
        "name": "documents",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "number",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "BundleExclusion",
        "kind": "LinkedField",
        "name": "excluded",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "reason",
            "storageKey": null
          }
        ],
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
    "name": "AdjudicationTabBundleQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdjudicationTabBundleQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "da24bff1a53266bf1bae042ea4d54a6e",
    "id": null,
    "metadata": {},
    "name": "AdjudicationTabBundleQuery",
    "operationKind": "query",
    "text": "query AdjudicationTabBundleQuery(\n  $contractId: ID!\n  $id: Int!\n) {\n  adjudicationBundle(contractId: $contractId, id: $id) {\n    id\n    status\n    progress\n    downloadUrl\n    documents {\n      number\n    }\n    excluded {\n      reason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3d75a65c1e9ba7360570ebd0cb742679";

export default node;
