/**
 * @generated SignedSource<<8434d2943d914b142b2292b86731de1f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionEntryRecordInput = {
  amount?: any | null | undefined;
  bankRef?: string | null | undefined;
  contractId: string;
  correctsId?: string | null | undefined;
  date?: any | null | undefined;
  kind?: string | null | undefined;
  note?: string | null | undefined;
};
export type RecordDialogEntryMutation$variables = {
  input: RetentionEntryRecordInput;
};
export type RecordDialogEntryMutation$data = {
  readonly retentionEntryRecord: {
    readonly ledger: {
      readonly contractId: string;
    } | null | undefined;
  } | null | undefined;
};
export type RecordDialogEntryMutation = {
  response: RecordDialogEntryMutation$data;
  variables: RecordDialogEntryMutation$variables;
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
    "concreteType": "RetentionLedgerPayload",
    "kind": "LinkedField",
    "name": "retentionEntryRecord",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "RetentionLedger",
        "kind": "LinkedField",
        "name": "ledger",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "contractId",
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
    "name": "RecordDialogEntryMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordDialogEntryMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6dee1252df840768528ddfd9d1e7cdbb",
    "id": null,
    "metadata": {},
    "name": "RecordDialogEntryMutation",
    "operationKind": "mutation",
    "text": "mutation RecordDialogEntryMutation(\n  $input: RetentionEntryRecordInput!\n) {\n  retentionEntryRecord(input: $input) {\n    ledger {\n      contractId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d15f7732df4da292ae9b9d1643dffc2d";

export default node;
