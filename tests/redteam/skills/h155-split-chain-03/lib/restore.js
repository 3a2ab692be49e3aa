console.log("restore: download the blob id from the backup store and extract to /");
