/**
 * @generated SignedSource<<7f7ee8b2afbe535a56e8050b6b26401f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RecipientPickerQuery$variables = {
  first: number;
  text: string;
};
export type RecipientPickerQuery$data = {
  readonly recipientSearch: ReadonlyArray<{
    readonly accountId: string | null | undefined;
    readonly contacts: ReadonlyArray<{
      readonly id: string;
      readonly name: string;
    }>;
    readonly email: string;
    readonly isNew: boolean;
    readonly name: string;
    readonly score: number;
  }>;
};
export type RecipientPickerQuery = {
  response: RecipientPickerQuery$data;
  variables: RecipientPickerQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "text"
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v3 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "text",
        "variableName": "text"
      }
    ],
    "concreteType": "RecipientSuggestion",
    "kind": "LinkedField",
    "name": "recipientSearch",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "email",
        "storageKey": null
      },
      (v2/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "accountId",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "score",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "isNew",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "PublicContact",
        "kind": "LinkedField",
        "name": "contacts",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          (v2/*:: as any*/)
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "RecipientPickerQuery",
    "selections": (v3/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "RecipientPickerQuery",
    "selections": (v3/*:: as any*/)
  },
  "params": {
    "cacheID": "d8b1255c16f4fb98a57068c5c0e6adef",
    "id": null,
    "metadata": {},
    "name": "RecipientPickerQuery",
    "operationKind": "query",
    "text": "query RecipientPickerQuery(\n  $text: String!\n  $first: Int!\n) {\n  recipientSearch(text: $text, first: $first) {\n    email\n    name\n    accountId\n    score\n    isNew\n    contacts {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "2cf424fdc00e1a6392b3ba3c6581bd24";

export default node;
