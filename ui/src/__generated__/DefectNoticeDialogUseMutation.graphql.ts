/**
 * @generated SignedSource<<0620fa850b86d4685fd464dd5d7e011f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionDefectUseInput = {
  amount: any;
  bankRef?: string | null | undefined;
  contractId: string;
  date: any;
  note?: string | null | undefined;
  noticeNumber?: number | null | undefined;
};
export type DefectNoticeDialogUseMutation$variables = {
  input: RetentionDefectUseInput;
};
export type DefectNoticeDialogUseMutation$data = {
  readonly retentionDefectUseRecord: {
    readonly ledger: {
      readonly contractId: string;
    } | null | undefined;
  } | null | undefined;
};
export type DefectNoticeDialogUseMutation = {
  response: DefectNoticeDialogUseMutation$data;
  variables: DefectNoticeDialogUseMutation$variables;
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
    "name": "retentionDefectUseRecord",
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
    "name": "DefectNoticeDialogUseMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "DefectNoticeDialogUseMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "ade92fc56392464d40fb4ab5b4d28cdf",
    "id": null,
    "metadata": {},
    "name": "DefectNoticeDialogUseMutation",
    "operationKind": "mutation",
    "text": "mutation DefectNoticeDialogUseMutation(\n  $input: RetentionDefectUseInput!\n) {\n  retentionDefectUseRecord(input: $input) {\n    ledger {\n      contractId\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e032641216207e6361887ede302dafe3";

export default node;
