/**
 * @generated SignedSource<<b4d026ade7610384ca1e78636789112b>>
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
    readonly bundleId: number;
    readonly documents: ReadonlyArray<{
      readonly number: number;
    }>;
    readonly downloadUrl: string | null | undefined;
    readonly excluded: ReadonlyArray<{
      readonly reason: string;
    }>;
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
        "name": "bundleId",
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
    "cacheID": "6c1a9c10c54f6bfda56cf04ad56226ff",
    "id": null,
    "metadata": {},
    "name": "AdjudicationTabBundleQuery",
    "operationKind": "query",
    "text": "query AdjudicationTabBundleQuery(\n  $contractId: ID!\n  $id: Int!\n) {\n  adjudicationBundle(contractId: $contractId, id: $id) {\n    bundleId\n    status\n    progress\n    downloadUrl\n    documents {\n      number\n    }\n    excluded {\n      reason\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "759708e56717673f6e3fd9d098a45697";

export default node;
