/**
 * @generated SignedSource<<49f2c9735cfd101b5487c429dd001a22>>
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
export type CorrectionDialogMutation$variables = {
  input: RetentionEntryRecordInput;
};
export type CorrectionDialogMutation$data = {
  readonly retentionEntryRecord: {
    readonly ledger: {
      readonly contractId: string;
    } | null | undefined;
  } | null | undefined;
};
export type CorrectionDialogMutation = {
  response: CorrectionDialogMutation$data;
  variables: CorrectionDialogMutation$variables;
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
    "name": "CorrectionDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "CorrectionDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5628e49c3aaa769a1b006f01dc4e8254",
    "id": null,
    "metadata": {},
    "name": "CorrectionDialogMutation",
    "operationKind": "mutation",
    "text": "mutation CorrectionDialogMutation(\n  $input: RetentionEntryRecordInput!\n) {\n  retentionEntryRecord(input: $input) {\n    ledger {\n      contractId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "306ad6aefaf0faa333b0927159635f0e";

export default node;
