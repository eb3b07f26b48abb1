/**
 * @generated SignedSource<<d19e1447a2285a9c573d7dde40f28e89>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionInstrumentRecordInput = {
  amount?: any | null | undefined;
  contractId: string;
  expiresOn?: any | null | undefined;
  kind?: string | null | undefined;
  provider?: string | null | undefined;
  reference?: string | null | undefined;
  startsOn?: any | null | undefined;
};
export type RecordDialogInstrumentMutation$variables = {
  input: RetentionInstrumentRecordInput;
};
export type RecordDialogInstrumentMutation$data = {
  readonly retentionInstrumentRecord: {
    readonly ledger: {
      readonly contractId: string;
    } | null | undefined;
  } | null | undefined;
};
export type RecordDialogInstrumentMutation = {
  response: RecordDialogInstrumentMutation$data;
  variables: RecordDialogInstrumentMutation$variables;
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
    "name": "retentionInstrumentRecord",
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
    "name": "RecordDialogInstrumentMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "RecordDialogInstrumentMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "23a4687e9af8f6b624ac654560d90641",
    "id": null,
    "metadata": {},
    "name": "RecordDialogInstrumentMutation",
    "operationKind": "mutation",
    "text": "mutation RecordDialogInstrumentMutation(\n  $input: RetentionInstrumentRecordInput!\n) {\n  retentionInstrumentRecord(input: $input) {\n    ledger {\n      contractId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d7e47afc41f07651bb394455f85d594d";

export default node;
