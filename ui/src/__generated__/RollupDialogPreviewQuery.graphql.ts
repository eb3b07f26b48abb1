/**
 * @generated SignedSource<<b3d7aaf149bfa354ac84f3decd2ab3b3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RollupClaimRef = {
  contractId: string;
  number: number;
};
export type RollupDialogPreviewQuery$variables = {
  claims: ReadonlyArray<RollupClaimRef>;
  id: string;
  number: number;
};
export type RollupDialogPreviewQuery$data = {
  readonly claimRollup: {
    readonly preview: {
      readonly added: any;
      readonly lines: ReadonlyArray<{
        readonly added: any;
        readonly after: any;
        readonly current: any;
        readonly headItemId: string;
        readonly headLineName: string;
        readonly sources: ReadonlyArray<{
          readonly amount: any;
          readonly claimNumber: number;
          readonly subItemId: string;
          readonly subLineName: string;
          readonly subName: string;
        }>;
      }>;
      readonly problems: ReadonlyArray<{
        readonly field: string;
        readonly message: string;
      }>;
      readonly unchangedCount: number;
    };
  } | null | undefined;
};
export type RollupDialogPreviewQuery = {
  response: RollupDialogPreviewQuery$data;
  variables: RollupDialogPreviewQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "claims"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "number"
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "added",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "contractId",
        "variableName": "id"
      },
      {
        "kind": "Variable",
        "name": "number",
        "variableName": "number"
      }
    ],
    "concreteType": "ClaimRollup",
    "kind": "LinkedField",
    "name": "claimRollup",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": [
          {
            "kind": "Variable",
            "name": "claims",
            "variableName": "claims"
          }
        ],
        "concreteType": "RollupPreview",
        "kind": "LinkedField",
        "name": "preview",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "unchangedCount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RollupProblem",
            "kind": "LinkedField",
            "name": "problems",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "message",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "RollupPreviewLine",
            "kind": "LinkedField",
            "name": "lines",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "headItemId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "headLineName",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "current",
                "storageKey": null
              },
              (v3/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "after",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "RollupSource",
                "kind": "LinkedField",
                "name": "sources",
                "plural": true,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "claimNumber",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subItemId",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "subLineName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "amount",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
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
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RollupDialogPreviewQuery",
    "selections": (v4/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RollupDialogPreviewQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "e78e3571e1dfa90e2cfde32f7b0aa337",
    "id": null,
    "metadata": {},
    "name": "RollupDialogPreviewQuery",
    "operationKind": "query",
    "text": "query RollupDialogPreviewQuery(\n  $id: ID!\n  $number: Int!\n  $claims: [RollupClaimRef!]!\n) {\n  claimRollup(contractId: $id, number: $number) {\n    preview(claims: $claims) {\n      added\n      unchangedCount\n      problems {\n        field\n        message\n      }\n      lines {\n        headItemId\n        headLineName\n        current\n        added\n        after\n        sources {\n          subName\n          claimNumber\n          subItemId\n          subLineName\n          amount\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "b6da481de5918e85bdbd91bf8ba67553";

export default node;
