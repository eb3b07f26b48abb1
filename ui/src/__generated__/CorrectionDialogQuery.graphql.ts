/**
 * @generated SignedSource<<13d95575e324e69fff00d4fb09f936d4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type CorrectionDialogQuery$variables = {
  contractId: string;
};
export type CorrectionDialogQuery$data = {
  readonly retentionLedger: {
    readonly entries: ReadonlyArray<{
      readonly amount: any;
      readonly correctsNumber: number | null | undefined;
      readonly date: any;
      readonly id: string;
      readonly kind: string;
      readonly kindLabel: string;
      readonly note: string;
      readonly number: number;
    }>;
    readonly viewerCanRecord: boolean;
  } | null | undefined;
};
export type CorrectionDialogQuery = {
  response: CorrectionDialogQuery$data;
  variables: CorrectionDialogQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "contractId"
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
      }
    ],
    "concreteType": "RetentionLedger",
    "kind": "LinkedField",
    "name": "retentionLedger",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "viewerCanRecord",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionEntry",
        "kind": "LinkedField",
        "name": "entries",
        "plural": true,
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
            "name": "number",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kind",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "kindLabel",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "amount",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "date",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "note",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "correctsNumber",
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
    "name": "CorrectionDialogQuery",
    "selections": (v1/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CorrectionDialogQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2b0be97427aea34659f748db517b1881",
    "id": null,
    "metadata": {},
    "name": "CorrectionDialogQuery",
    "operationKind": "query",
    "text": "query CorrectionDialogQuery(\n  $contractId: ID!\n) {\n  retentionLedger(contractId: $contractId) {\n    viewerCanRecord\n    entries {\n      id\n      number\n      kind\n      kindLabel\n      amount\n      date\n      note\n      correctsNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2465eb436ecfefb548eec90990b42655";

export default node;
