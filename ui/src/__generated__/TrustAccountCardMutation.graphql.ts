/**
 * @generated SignedSource<<0dfc51b5f7552d14dd71acb354369d85>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RetentionTrustAccountSaveInput = {
  accountName?: string | null | undefined;
  accountNumber?: string | null | undefined;
  attest?: boolean | null | undefined;
  bank?: string | null | undefined;
  bankNotifiedOn?: any | null | undefined;
};
export type TrustAccountCardMutation$variables = {
  input: RetentionTrustAccountSaveInput;
};
export type TrustAccountCardMutation$data = {
  readonly retentionTrustAccountSave: {
    readonly trustAccount: {
      readonly accountNumber: string;
    };
  } | null | undefined;
};
export type TrustAccountCardMutation = {
  response: TrustAccountCardMutation$data;
  variables: TrustAccountCardMutation$variables;
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
    "concreteType": "RetentionTrustAccountSavePayload",
    "kind": "LinkedField",
    "name": "retentionTrustAccountSave",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "TrustAccount",
        "kind": "LinkedField",
        "name": "trustAccount",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "accountNumber",
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
    "name": "TrustAccountCardMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "TrustAccountCardMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "f4834b8bea8ea57f344738b83c19152a",
    "id": null,
    "metadata": {},
    "name": "TrustAccountCardMutation",
    "operationKind": "mutation",
    "text": "mutation TrustAccountCardMutation(\n  $input: RetentionTrustAccountSaveInput!\n) {\n  retentionTrustAccountSave(input: $input) {\n    trustAccount {\n      accountNumber\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ffe7b27fb376ca867d8c74944de936c4";

export default node;
