/**
 * @generated SignedSource<<826e45a8c0bd674891f7f7b02a83c292>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AdjudicationBundlePrepareInput = {
  claimNumber?: number | null | undefined;
  contractId: string;
  noticeNumber?: number | null | undefined;
};
export type AdjudicationTabBundleMutation$variables = {
  input: AdjudicationBundlePrepareInput;
};
export type AdjudicationTabBundleMutation$data = {
  readonly adjudicationBundlePrepare: {
    readonly bundle: {
      readonly bundleId: number;
      readonly progress: number;
      readonly status: string;
    };
  } | null | undefined;
};
export type AdjudicationTabBundleMutation = {
  response: AdjudicationTabBundleMutation$data;
  variables: AdjudicationTabBundleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "AdjudicationBundlePayload",
    "kind": "LinkedField",
    "name": "adjudicationBundlePrepare",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AdjudicationBundle",
        "kind": "LinkedField",
        "name": "bundle",
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
    "name": "AdjudicationTabBundleMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdjudicationTabBundleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c57cd7e7f0c1fc2ad09331faa1154994",
    "id": null,
    "metadata": {},
    "name": "AdjudicationTabBundleMutation",
    "operationKind": "mutation",
    "text": "mutation AdjudicationTabBundleMutation(\n  $input: AdjudicationBundlePrepareInput!\n) {\n  adjudicationBundlePrepare(input: $input) {\n    bundle {\n      bundleId\n      status\n      progress\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9421ad6a657a5c61c90a0846819b2268";

export default node;
