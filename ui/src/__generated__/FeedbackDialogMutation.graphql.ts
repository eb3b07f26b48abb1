/**
 * @generated SignedSource<<c999de5bc2fad53c6b47ecee75eb2856>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type FeedbackDialogMutation$variables = {
  message: string;
};
export type FeedbackDialogMutation$data = {
  readonly feedbackSend: {
    readonly sent: boolean;
  } | null | undefined;
};
export type FeedbackDialogMutation = {
  response: FeedbackDialogMutation$data;
  variables: FeedbackDialogMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "message"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "message",
            "variableName": "message"
          }
        ],
        "kind": "ObjectValue",
        "name": "input"
      }
    ],
    "concreteType": "FeedbackSendPayload",
    "kind": "LinkedField",
    "name": "feedbackSend",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "sent",
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
    "name": "FeedbackDialogMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FeedbackDialogMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "01907667451043dacfc6ed7b193d6b33",
    "id": null,
    "metadata": {},
    "name": "FeedbackDialogMutation",
    "operationKind": "mutation",
    "text": "mutation FeedbackDialogMutation(\n  $message: String!\n) {\n  feedbackSend(input: {message: $message}) {\n    sent\n  }\n}\n"
  }
};
})();

(node as any).hash = "204d7b0414c78bcddb0813874a10f314";

export default node;
