// automa web page: the Expeditions companion (filled in below).
'use strict';
